import { business } from '../business.ts';

// The jump rules the outlook applies, in one place: the limits of spec section 5 and the margins
// around them, all from the business facts so that the page, the bulletin and the copy agree.

export const JUMP_RULES = business.jumpWeather;
export type JumpRules = typeof JUMP_RULES;

/** Ground wind from here up is "near the limit". */
export const windNearMs = JUMP_RULES.maxWindMs - JUMP_RULES.windMarginMs;
/** Gusts from here up are "gusty". */
export const gustNearMs = JUMP_RULES.maxGustMs - JUMP_RULES.gustMarginMs;
/** Visibility under this is "near the limit". */
export const visibilityNearKm = JUMP_RULES.minVisibilityKm + JUMP_RULES.visibilityMarginKm;

/** Low cloud covering at least this much of the sky is a layer the bulletin and the cloud rule notice. */
export const SCATTERED_CLOUD_PCT = 25;
/** A layer covering more than this much of the sky is broken or overcast: it makes a ceiling. */
export const CEILING_CLOUD_PCT = 50;
