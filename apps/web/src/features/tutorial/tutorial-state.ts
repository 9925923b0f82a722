import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

export const tutorialSteps = ['welcome', 'setup', 'navigation', 'ready'] as const;
export type TutorialStep = (typeof tutorialSteps)[number];

/** Where each step points on the page (data-tutorial attributes of the sidebar). */
export const tutorialTargets: Partial<Record<TutorialStep, string>> = {
  setup: '[data-tutorial="setup"]',
  navigation: '[data-tutorial="navigation"]',
};

export function hasSeenTutorial(): boolean {
  return readStorage(storageKeys.tutorialSeen) === 'true';
}

export function markTutorialSeen(): void {
  writeStorage(storageKeys.tutorialSeen, 'true');
}
