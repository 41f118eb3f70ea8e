/**
 * A link can say who is making a referral (/referral/?referrer=family-carer): the home page's audience
 * cards do. The matching choice is ticked, unless the person has already chosen (a restored draft wins).
 */
export function preselectFromAddress(form: HTMLFormElement, search: string): boolean {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    const group = Array.from(form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]`));
    if (group.length === 0 || group.some((input) => input.checked)) continue;
    const choice = group.find((input) => input.value === value);
    if (choice) {
      choice.checked = true;
      return true;
    }
  }
  return false;
}
