/**
 * A multiple-choice question's options are lettered A, B, C … in the order the student is shown
 * them (as Moodle does), whatever their stored titles: with shuffled options, neighbours see the
 * same letters in the same places. The answer itself stays the option's stored title.
 */

/** The letter of the option shown at this place (0 → "A"). */
export function optionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** The letter the student saw for the option with this title, given the options as shown. */
export function shownLetter(
  titlesAsShown: readonly string[],
  title: string | null | undefined,
): string | null {
  if (!title) return null;
  const index = titlesAsShown.indexOf(title);
  return index < 0 ? null : optionLetter(index);
}
