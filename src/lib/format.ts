// Numbers as each language writes them: the rules live beside business.ts so that the edge
// functions phrase the facts the same way as the pages.
export {
  dutchClock,
  formatCount,
  leadWeeks,
  moreThan,
  numberWord,
  rangeInWords,
  rangeWords,
  statFigure,
  type NumberRange,
} from '@contract/business-wording.ts';
