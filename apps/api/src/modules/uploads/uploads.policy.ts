import type { Permission } from '@pc/contracts';

/**
 * Who may upload images: the people who make what shows them (consensus authors, peer-challenge and
 * program previewers, administrators); any one permission is enough. Reading is public: the images
 * appear on public consensus pages and in exported tiles.
 */
export const IMAGE_UPLOADERS: Permission[] = ['summary_submission', 'strapi_program_preview', 'user_management'];
