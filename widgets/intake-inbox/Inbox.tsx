/**
 * The intake inbox's page markup: a heading, a place for the inbox's script to work in, and, for a browser
 * without JavaScript, what the inbox needs and the alternative (the intake tool). There is no data in it:
 * the script fetches each submission's ciphertext after sign-in and decrypts it with the key the staff
 * member opens in this browser. The page has no inline script at all (its policy forbids any).
 */
import { INBOX_ROOT, type InboxProps } from './props.ts';
import { WORDS } from './words.ts';

export type { InboxProps } from './props.ts';

export function IntakeInbox(props: InboxProps) {
  return (
    <div className="inbox" {...{ [INBOX_ROOT]: '' }} data-props={JSON.stringify(props)}>
      <div className="inbox__nojs" data-inbox-nojs="">
        <h2>This inbox needs JavaScript</h2>
        <p>Referrals and messages are decrypted here, on this computer, with your key. That needs JavaScript, which is off or blocked in this browser.</p>
        <p>
          Turn JavaScript on for this site, or read submissions with the intake tool on a computer that holds the key: <code>npm run submissions -- list --identity your-key.txt</code>. The intake staff guide explains both.
        </p>
      </div>
      {props.configured ? null : (
        <p className="inbox__notice" data-inbox-not-set-up="">
          {WORDS.notSetUp}
        </p>
      )}
      <p className="inbox__status" role="status" aria-live="polite" data-inbox-status="" />
      <div className="inbox__app" data-inbox-app="" hidden />
    </div>
  );
}
