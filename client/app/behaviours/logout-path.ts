// Where the logout form posts (server/middleware/logout.ts answers POST only, so a page of the
// same path, reached by GET, is never shadowed).
export const LOGOUT_PATH = '/logout';
