import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/**
 * Copies the address of the current answer. The clipboard needs a secure context and may be refused;
 * then the link is shown in a field to copy by hand, so sharing always works.
 */
export function CopyLinkButton() {
  const { t } = useTranslation('csrd');
  const location = useLocation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const href = new URL(`${location.pathname}${location.search}`, window.location.origin).toString();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => void copy()}>
        {t('result.copy_link')}
      </Button>
      <p role="status" className="text-sm text-neutral-700">
        {status === 'copied' ? t('result.copied') : status === 'failed' ? t('result.copy_failed') : ''}
      </p>
      {status === 'failed' && <TextField label={t('result.link_label')} readOnly value={href} onFocus={(event) => event.currentTarget.select()} />}
    </div>
  );
}
