import { useIntl } from 'react-intl';

/** The steps of a rider's sign-up (spec §4: account, then the e-mail verified by its code, then the PIN). */
export const SIGN_UP_STEPS = ['account', 'email', 'pin'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/**
 * Where a new rider is in their sign-up, shown the same on the e-mail verification page and the create-PIN page: the
 * steps before `current` done, `current` marked `aria-current="step"`, the rest to come. Each step says its state in
 * words too (not only by colour). `pinDone` marks the PIN done when it already exists (a rider
 * who changes an e-mail address verifies it again).
 */
export function SignUpSteps({ current, pinDone = false }: { current: Exclude<SignUpStep, 'account'>; pinDone?: boolean }) {
  const intl = useIntl();
  const at = SIGN_UP_STEPS.indexOf(current);
  const t = (id: string) => intl.formatMessage({ id: `ui.signUpSteps.${id}` });
  return (
    <ol className="rr-steps" aria-label={t('label')}>
      {SIGN_UP_STEPS.map((step, index) => {
        const state = index < at || (step === 'pin' && pinDone) ? 'done' : index === at ? 'current' : 'todo';
        return (
          <li key={step} className={state === 'done' ? 'is-done' : undefined} aria-current={state === 'current' ? 'step' : undefined}>
            {t(step)}
            <span className="rr-visually-hidden"> ({t(`state.${state}`)})</span>
          </li>
        );
      })}
    </ol>
  );
}
