import { z } from './zod';

/** Avatar upload rules (decision 008): PNG or JPEG, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg';
export const AVATAR_MAX_SIDE_PX = 512;
export const AVATAR_MESSAGES = {
  missing: 'You must select an image to upload.',
  tooLarge: 'The image must be 5 MB or smaller.',
  wrongType: 'Only PNG or JPEG images can be uploaded.',
  unreadable: 'The file could not be read as an image.',
} as const;

/** POST /api/avatars: where the new avatar is served; the profile and the session point at it. */
export const uploadedAvatarSchema = z
  .object({
    url: z.string().meta({ example: '/api/avatars/0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e' }),
  })
  .meta({ id: 'UploadedAvatar' });
