/** Custody photo rules: JPEG, PNG or WebP, at most 10 MB, six per update. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_UPDATE = 6;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The longest side a stored photo keeps, and its thumbnail's. */
export const PHOTO_MAX_SIDE_PX = 2048;
export const PHOTO_THUMBNAIL_SIDE_PX = 320;

export const PHOTO_MESSAGES = {
  missing: 'Select at least one photo.',
  tooLarge: 'Each photo must be 10 MB or smaller.',
  wrongType: 'Only JPEG, PNG or WebP photos can be uploaded.',
  unreadable: 'The file could not be read as an image.',
  tooManyPixels: 'The image has too many pixels to process.',
  tooMany: `A tracking update holds at most ${PHOTOS_PER_UPDATE} photos.`,
} as const;
