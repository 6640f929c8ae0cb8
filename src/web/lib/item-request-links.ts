/** The portal's release and visit forms; `?item=` starts each with that item chosen. */
export const RELEASE_FORM_PATH = '/vault/requests/release';

export const releaseFormLink = (itemId: string) =>
  `${RELEASE_FORM_PATH}?${new URLSearchParams({ item: itemId }).toString()}`;

export const VISIT_FORM_PATH = '/vault/requests/visit';

export const visitFormLink = (itemId: string) =>
  `${VISIT_FORM_PATH}?${new URLSearchParams({ item: itemId }).toString()}`;
