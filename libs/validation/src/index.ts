/**
 * @rr/validation: spec §5's field rules, once, for the browser (react-intl descriptors) and the services
 * (validate() + toServerError() → 400 `{ message, code: 'VALIDATION', details }`).
 */
export { MESSAGES, descriptor, formatMessage, validationMessages, type MessageDescriptor, type Messages } from './messages';
export {
  BIO_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
  VIN_LENGTH,
  dateOfBirth,
  email,
  maxLength,
  optional,
  password,
  passwordsMatch,
  pin,
  required,
  vin,
  type Rule,
} from './rules';
export {
  VALIDATION_STATUS,
  toServerError,
  validate,
  type FieldValidator,
  type Input,
  type Schema,
  type ValidationErrorBody,
  type ValidationErrors,
  type ValidationResult,
} from './validate';
