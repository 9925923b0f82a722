import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

export const tutorialSteps = ['welcome', 'setup', 'navigation', 'ready'] as const;
export type TutorialStep = (typeof tutorialSteps)[number];

/**
 * Where each step points on the page (data-tutorial attributes of the sidebar): the first of these that is
 * visible. On a phone the sidebar is a closed drawer, so the step points at the button that opens it.
 */
export const tutorialTargets: Partial<Record<TutorialStep, string>> = {
  setup: '[data-tutorial="setup"], [data-tutorial="navigation-toggle"]',
  navigation: '[data-tutorial="navigation"], [data-tutorial="navigation-toggle"]',
};

export function hasSeenTutorial(): boolean {
  return readStorage(storageKeys.tutorialSeen) === 'true';
}

export function markTutorialSeen(): void {
  writeStorage(storageKeys.tutorialSeen, 'true');
}
