/** Where the confirmation link sends the browser: the web app's page, told whether it worked. */
export const CONFIRMED_PAGE = '/newsletter/confirmed';
export const INVALID_LINK_PAGE = `${CONFIRMED_PAGE}?error=invalid`;
