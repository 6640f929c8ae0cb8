/** Avatar upload rules (spec §5 "Avatar upload", issue 7): PNG or JPEG, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg';
export const AVATAR_MAX_SIDE_PX = 512;
export const AVATAR_MESSAGES = {
  missing: 'You must select an image to upload.',
  tooLarge: 'The image must be 5 MB or smaller.',
  wrongType: 'Only PNG or JPEG images can be uploaded.',
  unreadable: 'The file could not be read as an image.',
} as const;
