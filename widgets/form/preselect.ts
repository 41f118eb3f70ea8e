/**
 * A link can say who is making a referral (/referral/?referrerType=family-carer): the home page's audience
 * cards and the page for referrers do. The matching choice is ticked, unless the person has already chosen
 * (a restored draft wins). Only the questions named here may be answered from the address: a link sent to
 * someone must never pre-answer how it is safe to contact them (a voicemail, saying our name, how to reach
 * them) or anything else about them. An interest form's program comes from its page, not the address.
 */
export const FROM_ADDRESS: readonly string[] = ['referrerType'];

export function preselectFromAddress(form: HTMLFormElement, search: string): boolean {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    if (!FROM_ADDRESS.includes(name)) continue;
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
