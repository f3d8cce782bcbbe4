import { brandNameAtom } from '@rr/session';
import { Button, IconExternal, Modal, buttonClass } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';

/** Spec §2 "Leave-site modal: opens an external vehicle-maker site in a new tab". */
export function LeaveSiteModal({ open, onClose, href }: { open: boolean; onClose: () => void; href: string }) {
  const intl = useIntl();
  const brand = useAtomValue(brandNameAtom);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.leave.title' }, { brand })}
      description={intl.formatMessage({ id: 'shell.leave.text' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{intl.formatMessage({ id: 'shell.leave.stay' })}</Button>
          <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass()} onClick={onClose}>
            {intl.formatMessage({ id: 'shell.leave.continue' })}
            <IconExternal />
          </a>
        </>
      }
    />
  );
}
