/** The portal's release form; `?item=` starts it with that item chosen. */
export const RELEASE_FORM_PATH = '/vault/requests/release';

export const releaseFormLink = (itemId: string) =>
  `${RELEASE_FORM_PATH}?${new URLSearchParams({ item: itemId }).toString()}`;
