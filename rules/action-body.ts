/**
 * What a form post hears when its body is not a form: every page's action
 * reads an HTML form, url-encoded or as multipart form data.
 */
export const ACTION_BODY_MESSAGES = {
  unsupportedType: "Send the form as application/x-www-form-urlencoded or multipart/form-data",
  unreadable: "The form could not be read: its body does not match its Content-Type",
} as const;
