import { COMPANY } from '../contact/api';
import { PublicFrame } from '../ui/PublicFrame';

const UPDATED = '1 June 2026';

/** Spec §2.2 policies: the privacy policy of the portal, under India's DPDP Act 2023. */
export default function PoliciesPage() {
  return (
    <PublicFrame>
      <article className="sh-policy">
        <h1 className="sh-h1">Privacy Policy</h1>
        <p className="sh-muted">Last updated {UPDATED}</p>

        <p>
          Shala is a portal that schools and institutes use to run admissions, fees, classes, exams
          and communication. This policy explains what personal data Shala processes, why, for how
          long, and the rights you have under India's Digital Personal Data Protection Act, 2023
          (the DPDP Act). {COMPANY.name} (&ldquo;we&rdquo;) operates the portal.
        </p>

        <h2>Who decides about your data</h2>
        <p>
          Your school or institute decides why and how the data of its students, parents and staff
          is processed: it is the Data Fiduciary. We process that data on its behalf, as its Data
          Processor, and only on its instructions. For accounts you create yourself (for example to
          apply for admission) and for messages you send us, we are the Data Fiduciary.
        </p>

        <h2>What data we process</h2>
        <ul>
          <li>
            Account data: name, username, e-mail address, phone number, password (stored only as a
            one-way hash), profile photo and account settings.
          </li>
          <li>
            School records entered by your institute: admission applications and documents, class
            and group membership, attendance, timetable, marks and exam answers, fee and transport
            records, receipts and payroll records of staff.
          </li>
          <li>Messages, notices, notes and files you share in chat, groups and classes.</li>
          <li>
            Technical data: sign-in times, the address and browser used, and security logs that
            protect your account.
          </li>
        </ul>
        <p>
          Data of children (anyone under 18) is processed only with the verifiable consent of a
          parent or lawful guardian, obtained by the institute, and never for tracking, behavioural
          monitoring or targeted advertising.
        </p>

        <h2>Why we process it</h2>
        <ul>
          <li>to let you sign in and keep your account secure;</li>
          <li>to run the school services your institute uses (admission, fees, classes, exams);</li>
          <li>to send the e-mails you need: sign-in codes, password links, receipts, notices;</li>
          <li>to answer your questions and fix problems you report;</li>
          <li>to meet legal duties, such as keeping fee and tax records.</li>
        </ul>
        <p>
          We do not sell personal data and do not use it for advertising. Payment card details are
          handled by the payment gateway and never stored by Shala.
        </p>

        <h2>How long we keep it</h2>
        <p>
          School records are kept while your institute uses Shala and deleted or returned to it
          within 90 days after its contract ends, except where the law requires longer (fee and
          payment records: 8 years). Accounts closed by their owner are erased within 30 days.
          Sign-in codes expire after five minutes and password links after 30 minutes. Security logs
          are kept for 180 days.
        </p>

        <h2>Your rights</h2>
        <p>Under the DPDP Act you may:</p>
        <ul>
          <li>get a summary of your personal data and of how it is processed;</li>
          <li>have inaccurate or incomplete data corrected, completed or updated;</li>
          <li>have your data erased when it is no longer needed, or withdraw your consent;</li>
          <li>nominate someone to exercise your rights if you die or cannot act;</li>
          <li>
            have your grievance addressed, and then complain to the Data Protection Board of India.
          </li>
        </ul>
        <p>
          For school records, ask your institute first; we help it answer. For anything else, write
          to our Grievance Officer below. We reply within 30 days.
        </p>

        <h2>Security</h2>
        <p>
          Data travels encrypted (HTTPS). Passwords are hashed with Argon2id, sessions use secure
          cookies, and each institute sees only its own records. If a breach affects your data, we
          and your institute will tell you and the Data Protection Board as the law requires.
        </p>

        <h2>Where data is stored</h2>
        <p>
          Shala's data is stored on servers in India. Service providers that help us (e-mail
          delivery, hosting) process data only under contract and only as this policy allows.
        </p>

        <h2>Cookies and browser storage</h2>
        <p>
          We use one cookie to keep you signed in, and your browser's storage to remember your
          chosen institute, class and unsent drafts. No advertising or tracking cookies.
        </p>

        <h2>Contact and Grievance Officer</h2>
        <p>
          Grievance Officer, {COMPANY.name}, {COMPANY.address.join(', ')}. E-mail{' '}
          <a className="sh-link" href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </a>
          , telephone{' '}
          <a className="sh-link" href={COMPANY.phoneHref}>
            {COMPANY.phone}
          </a>
          .
        </p>
        <p>We will post changes to this policy on this page and tell account holders by e-mail.</p>
      </article>
    </PublicFrame>
  );
}
