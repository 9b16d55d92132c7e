/**
 * The words of the day picker (apps/web components/day-input.tsx): a module of its own, loaded with
 * the pages that pick a day, never with a visitor's first page (docs/contract.md §10 budget).
 */
export const dayInputMessages = {
  placeholder: 'dd/mm/yyyy',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  chooseMonth: 'Choose a month',
  chooseYear: 'Choose a year',
};
