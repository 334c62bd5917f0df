// Militar profiles for the tests of the shared package and the web app; only tests import this module.

/** The optional answers of the onboarding's military and goals steps, all skipped. */
export const SKIPPED_CAREER_ANSWERS = {
  rank: null,
  serviceStatus: null,
  om: null,
  incorporationYear: null,
  yearsOfService: null,
  specialties: [] as string[],
  desiredArea: null,
  experienceLevel: null,
  goals: null,
  availability: null,
};

/** Every optional field of a militar's profile left blank, as the profile schema gives it back. */
export const BLANK_OPTIONAL_PROFILE = {
  phone: null,
  state: null,
  birthDate: null,
  ...SKIPPED_CAREER_ANSWERS,
  biography: null,
};
