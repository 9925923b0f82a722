import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TUTORIAL_DELAY_MS } from '@/config/env';
import { hasSeenTutorial, markTutorialSeen, tutorialSteps, tutorialTargets } from '../tutorial-state';

interface TutorialOverlayProps {
  /** The tour only makes sense while setup is pending (SPEC section 4). */
  enabled: boolean;
  delayMs?: number;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

function useTargetBox(selector: string | undefined): Box | null {
  const [measured, setMeasured] = useState<{ selector: string; box: Box | null } | null>(null);
  useEffect(() => {
    if (!selector) return;
    const measure = () => {
      // The first target on screen: a hidden one (the folded-away desktop sidebar on a phone) has no size.
      const rect = Array.from(document.querySelectorAll(selector), (element) => element.getBoundingClientRect()).find(
        (candidate) => candidate.width > 0 && candidate.height > 0,
      );
      setMeasured({ selector, box: rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null });
    };
    // After layout, so the sidebar has its final size.
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [selector]);
  return selector && measured?.selector === selector ? measured.box : null;
}

/** The four-step tour: welcome, setup highlight, disabled navigation, ready. */
export function TutorialOverlay({ enabled, delayMs = TUTORIAL_DELAY_MS }: TutorialOverlayProps) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const step = tutorialSteps[index] ?? 'welcome';
  const box = useTargetBox(open ? tutorialTargets[step] : undefined);
  const primaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!enabled || hasSeenTutorial()) return;
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, delayMs]);

  const finish = () => {
    markTutorialSeen();
    setOpen(false);
  };

  const isFirst = index === 0;
  const isLast = index === tutorialSteps.length - 1;

  return (
    <>
      {open &&
        box &&
        createPortal(
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-[60] rounded-lg ring-4 ring-accent-600 ring-offset-2"
            style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }}
          />,
          document.body,
        )}
      <Dialog
        open={open}
        onClose={finish}
        backdrop="light"
        title={t(`tutorial.steps.${step}.title`)}
        description={t(`tutorial.steps.${step}.body`)}
        className="md:ml-64"
        footer={
          <>
            <Button variant="ghost" onClick={finish} className="mr-auto">
              {t('tutorial.skip')}
            </Button>
            <Button
              variant="secondary"
              disabled={isFirst}
              onClick={() => {
                // The button disables itself on the first step; keep keyboard focus inside the dialog.
                if (index === 1) primaryRef.current?.focus();
                setIndex((current) => current - 1);
              }}
            >
              {t('tutorial.previous')}
            </Button>
            {/* One button whose label changes, so focus stays on it from Next to Finish. */}
            <Button ref={primaryRef} onClick={isLast ? finish : () => setIndex((current) => current + 1)} data-autofocus>
              {isLast ? t('tutorial.finish') : t('tutorial.next')}
            </Button>
          </>
        }
      >
        <p className="mt-3 text-xs text-neutral-600">{t('tutorial.progress', { current: index + 1, total: tutorialSteps.length })}</p>
      </Dialog>
    </>
  );
}
