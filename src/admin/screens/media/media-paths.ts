/** The media screen's address. */
export const MEDIA_PATH = '/admin/media';
