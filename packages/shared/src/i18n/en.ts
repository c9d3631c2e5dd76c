/**
 * Messages shared by the API and the web app: validation rules and API answers.
 * The English sentences the specification quotes are kept word for word.
 */
export const en = {
  validation: {
    required: 'This field is required.',
    invalid: 'Invalid value.',
    leadingSpace: 'Must not start with a space.',
    nameMin: 'Complete name must me atleast 3 characters long.',
    nameMax: 'Name must be at most 30 characters long.',
    nameChars: 'Name may contain only letters, numbers, spaces and underscores.',
    emailRequired: 'E-mail is required.',
    emailInvalid: 'Please enter a valid e-mail address.',
    passwordRequired: 'Password is required.',
    passwordStrength:
      'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.',
    passwordMax: 'Password is too long.',
    accountPasswordMax: 'Password must be at most 15 characters long.',
    confirmPasswordRequired: 'Please confirm your password.',
    passwordsDontMatch: 'Password and confirm password must match.',
    countryCodeRequired: 'Country code is required.',
    phoneRequired: 'Phone number is required.',
    phoneMin: 'Phone number must have at least 8 digits.',
    phoneMax: 'Phone number must have at most 15 digits.',
    phoneDigits: 'Phone number may contain digits only.',
    acceptTerms: 'Please accept the terms and conditions.',
    tokenRequired: 'The link is invalid.',
    latitude: 'Latitude must be between -90 and 90.',
    longitude: 'Longitude must be between -180 and 180.',
    eventName: 'Please enter valid event name.',
    searchLeadingSpace: 'Search must not start with a space.',
  },
  api: {
    ok: 'Success.',
    invalidInput: 'Some fields are invalid.',
    signUpSuccess: 'Account created. You can now sign in.',
    emailTaken: 'This e-mail is already registered.',
    loginSuccess: 'Signed in successfully.',
    invalidCredentials: 'Invalid e-mail or password.',
    accountBlocked: 'This account is blocked. Please contact support.',
    logoutSuccess: 'Signed out successfully.',
    profileLoaded: 'Profile loaded.',
    profileUpdated: 'Profile updated successfully.',
    accountDeleted: 'Your account and all its data were deleted.',
    forgotPasswordSent: 'If this e-mail has an account, we have sent it a link to reset the password.',
    linkValid: 'The link is valid.',
    linkExpired: 'Link Expired',
    passwordReset: 'Your password was changed. Please sign in again.',
    locationSaved: 'Location saved.',
    unauthorized: 'Session Expired',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    conflict: 'This conflicts with existing data.',
    imageTooLarge: 'The image must be at most 5 MB.',
    notAnImage: 'Only image files (JPEG, PNG, WebP, GIF, AVIF) are accepted.',
    imageInvalid: 'The image could not be read.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    internalError: 'Something went wrong.',
    offline: 'Your internet connection appears to be offline. Please try again.',
    resetEmailSubject: 'Reset your Noite password',
    resetEmailBody:
      'Hello {{name}},\n\nWe received a request to reset your Noite password. Open the link below within 60 minutes to choose a new one:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.\n\nNoite',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type SharedCatalogue = Catalogue<typeof en>;
