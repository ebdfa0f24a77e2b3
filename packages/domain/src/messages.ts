/**
 * Words the API sends and the web app shows or recognises (spec 1 §8, spec 3 §8). Written once,
 * so a screen that looks for "The password reset token has expired." finds what the server said.
 */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const RESET_TOKEN_EXPIRED = 'The password reset token has expired.';
/** A reset link already used, or ended by a newer one: as for an expired one, the remedy is a new link. */
export const RESET_LINK_INVALID = 'This password reset link is not valid any more. Please request a new one.';
export const IMAGE_TYPES_MESSAGE = 'Allowed file types are: .jpg, .gif, .png';

/** A request failed and the server said nothing a person can read. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again.';
/** A call that could not leave a device without a connection (issue 17). */
export const YOU_ARE_OFFLINE = 'You’re offline. Try again when you have a connection.';
/** The API's answer to a fault of its own: the cause is logged, never sent. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';
