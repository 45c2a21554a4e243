/**
 * How an answer reads on the result page and in the marking views. An MCQ's answer is an option's
 * title ("B"); options may be shuffled, so the title is always shown with its text.
 */

/** "B. 0.45"; the title alone when the option's text is not known. */
export function choiceLabel(title: string, text: string | null | undefined): string {
  return text ? `${title}. ${text}` : title;
}

/** Right or wrong in words (never by colour alone); null for a written answer. */
export function verdictLabel(correct: boolean | null): 'Right' | 'Wrong' | null {
  if (correct === null) return null;
  return correct ? 'Right' : 'Wrong';
}
