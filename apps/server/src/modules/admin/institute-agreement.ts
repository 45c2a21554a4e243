/**
 * The agreement the first Institute Admin signs for the institute (spec §4 userContract): the
 * super admin's creation puts it on the admin's account, and sign-in sends them to
 * /sign-contract before anything else. Signing records the text's digest in the audit log.
 */
export function instituteAdminAgreement(institute: string): string {
  return `Shala Institute Administrator Agreement — ${institute}

You have been made an Institute Admin of ${institute} on Shala. Please read this agreement and sign it on behalf of the institute before you manage it.

1. Personal data. ${institute} decides what personal data of its students, parents and staff it keeps in Shala and why. You will enter only what the institute needs, with the consent the law asks for (in India, the Digital Personal Data Protection Act, 2023), and correct or delete it when the person it concerns asks.

2. Children. Most students are children. Their data is used only to run their schooling: never for tracking, behavioural monitoring or advertising. Where the law asks for a parent's consent, you will have it.

3. People and roles. You will give each person only the role they need, remove those who leave, and check the audit log when something looks wrong.

4. Your account. Your password is yours alone. Do not share it, and change it at once if you think someone else knows it.

5. Problems. Tell Shala through Contact Us at once if you suspect that data was seen or changed by someone who should not have.

By signing you confirm that you may act for ${institute} and agree to the above.`;
}
