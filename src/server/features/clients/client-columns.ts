export const CLIENT_NOT_FOUND = 'Client not found.';
