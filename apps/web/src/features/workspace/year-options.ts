/** SPEC section 9: the current year and the four before it, plus the selected year if missing; newest first. */
export function yearOptions(currentYear: number, selectedYear?: number): number[] {
  const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
  if (selectedYear !== undefined && Number.isInteger(selectedYear) && !years.includes(selectedYear)) {
    years.push(selectedYear);
  }
  return years.sort((a, b) => b - a);
}
