import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from '@rr/validation';

/** Formats a message descriptor (validators, apiErrorDescriptor) in the current locale, English text as fallback. */
export function useMessage(): (descriptor: MessageDescriptor | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (descriptor) => (descriptor ? intl.formatMessage({ id: descriptor.id, defaultMessage: descriptor.defaultMessage }, descriptor.values) : undefined),
    [intl],
  );
}
