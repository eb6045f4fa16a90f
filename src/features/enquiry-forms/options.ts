// The choice fields' option lists, taken from the shared enquiry definitions the server validates with.
import {
  CORPORATE_BUDGETS,
  CORPORATE_EVENT_TYPES,
  DEMO_BUDGETS,
  DEMO_TYPES,
  EXPERIENCE_LEVELS,
  SERVICES,
  TANDEM_JUMP_TYPES,
} from '@contract/enquiry/options.ts';

export const optionLists = {
  service: SERVICES,
  demoType: DEMO_TYPES,
  jumpType: TANDEM_JUMP_TYPES,
  corporateEventType: CORPORATE_EVENT_TYPES,
  experience: EXPERIENCE_LEVELS,
  demoBudget: DEMO_BUDGETS,
  corporateBudget: CORPORATE_BUDGETS,
} as const;

export type OptionListId = keyof typeof optionLists;
export type OptionLabels = { [L in OptionListId]: Record<(typeof optionLists)[L][number], string> };
export type JumpType = (typeof TANDEM_JUMP_TYPES)[number];

/** A list's choices as value and label pairs, in the list's order. */
export const choicesOf = (list: OptionListId, labels: OptionLabels): [value: string, label: string][] =>
  optionLists[list].map((value) => [value, (labels[list] as Record<string, string>)[value]]);
