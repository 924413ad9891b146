/** The scopes an API key may hold, for the create form's checkboxes: the server's own list (@gluegun/common). */
export { SCOPES as API_KEY_SCOPES } from '@gluegun/common';
