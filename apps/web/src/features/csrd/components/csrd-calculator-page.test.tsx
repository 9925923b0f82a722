import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, setupI18n } from '@/test/render';
import { CsrdCalculatorPage } from './csrd-calculator-page';

/** Shows the router's query string, so the tests read what a reload or a shared link would carry. */
function CurrentSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const groupLink =
  '/tools/csrd-calculator?location=eu&structure=parent&holding=no&employees=1200&turnover=450.5&listed=no&fy2024=no&entity=private&staffMetro=600&staffOverseas=0';

const texts = {
  en: {
    result: 'Answer',
    applies: 'The CSRD applies',
    groupTitle: 'The CSRD applies to your group from the financial year 2027',
    employees: 'Employees: 1,200, more than 1,000.',
    turnover: 'Net turnover: €450.5 million, more than €450 million.',
    firstReport: 'First report published in',
    reference: 'Directive 2013/34/EU (Accounting Directive), Article 29a (consolidated sustainability reporting), as amended by Directives (EU) 2022/2464 and 2026/470',
    begesRequired: 'The BEGES is required',
    period: 'Every 4 years',
    pending: 'Pending',
    disclaimer: 'Not legal advice',
    copy: 'Copy the link to this answer',
    copied: 'Link copied. Anyone who opens it sees the same answer.',
    inEu: 'In the European Union',
    standalone: 'A standalone company: its own figures',
    employeesLabel: 'Average number of employees in the last financial year',
    turnoverLabel: 'Net turnover of the last financial year (EUR million)',
    listed: 'Are its shares or bonds admitted to trading on an EU regulated market?',
    reported: 'Did it publish a CSRD sustainability statement for the financial year 2024?',
    private: 'A private-law company or association',
    staffMetro: 'Staff working in metropolitan France',
    staffOverseas: 'Staff working in the overseas regions and departments',
    yes: 'Yes',
    no: 'No',
    submit: 'Show the answer',
    required: 'This field is required',
    negative: 'Must be zero or more',
    notApply: 'The CSRD does not apply',
    notRequired: 'The BEGES is not required',
    incomplete: 'The answers in this link are incomplete or invalid. Complete the form to see the result.',
    typedEmployees: '1,000',
    typedTurnover: '2,000',
  },
  fr: {
    result: 'Réponse',
    applies: "La CSRD s'applique",
    groupTitle: "La CSRD s'applique à votre groupe à partir de l'exercice 2027",
    // Testing Library collapses the narrow no-break spaces of French numbers into plain spaces.
    employees: 'Salariés : 1 200, plus de 1 000.',
    turnover: "Chiffre d'affaires net : 450,5 M€, plus de 450 M€.",
    firstReport: 'Premier rapport publié en',
    reference:
      'Directive 2013/34/UE (directive comptable), article 29 bis (informations consolidées en matière de durabilité), modifiée par les directives (UE) 2022/2464 et 2026/470',
    begesRequired: 'Le BEGES est obligatoire',
    period: 'Tous les 4 ans',
    pending: 'En attente',
    disclaimer: "Ceci n'est pas un conseil juridique",
    copy: 'Copier le lien vers cette réponse',
    copied: "Lien copié. Toute personne qui l'ouvre voit la même réponse.",
    inEu: "Dans l'Union européenne",
    // Accessible names keep the no-break spaces of French typography; text matchers collapse them.
    standalone: 'Une entreprise indépendante\u00a0: ses propres chiffres',
    employeesLabel: 'Nombre moyen de salariés au cours du dernier exercice',
    turnoverLabel: "Chiffre d'affaires net du dernier exercice (millions d'euros)",
    listed: "Ses actions ou obligations sont-elles admises aux négociations sur un marché réglementé de l'UE\u202f?",
    reported: "A-t-elle publié un rapport de durabilité CSRD pour l'exercice 2024\u202f?",
    private: 'Une société ou une association de droit privé',
    staffMetro: 'Effectif travaillant en France métropolitaine',
    staffOverseas: "Effectif travaillant dans les régions et départements d'outre-mer",
    yes: 'Oui',
    no: 'Non',
    submit: 'Afficher la réponse',
    required: 'Ce champ est obligatoire',
    negative: 'La valeur doit être positive ou nulle',
    notApply: "La CSRD ne s'applique pas",
    notRequired: "Le BEGES n'est pas obligatoire",
    incomplete: 'Les réponses de ce lien sont incomplètes ou invalides. Complétez le formulaire pour voir le résultat.',
    typedEmployees: '1 000',
    typedTurnover: '2 000',
  },
} as const;

describe.each(['en', 'fr'] as const)('CSRD calculator page (%s)', (locale) => {
  const text = texts[locale];

  async function renderAt(route: string) {
    await setupI18n(locale);
    renderWithProviders(
      <>
        <CsrdCalculatorPage />
        <CurrentSearch />
      </>,
      { route },
    );
    return userEvent.setup();
  }

  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('restores the answer of a shared link: rule, reasons, timing, legal reference and BEGES', async () => {
    await renderAt(groupLink);
    const panel = screen.getByRole('region', { name: text.result });
    expect(within(panel).getByText(text.applies)).toBeInTheDocument();
    expect(within(panel).getByText(text.groupTitle)).toBeInTheDocument();
    expect(within(panel).getByText(text.employees)).toBeInTheDocument();
    expect(within(panel).getByText(text.turnover)).toBeInTheDocument();
    expect(within(panel).getByText(text.firstReport).nextElementSibling).toHaveTextContent('2028');
    expect(within(panel).getByText(text.reference)).toBeInTheDocument();
    expect(within(panel).getAllByText(text.pending).length).toBeGreaterThan(0);
    expect(within(panel).getByText(text.begesRequired)).toBeInTheDocument();
    expect(within(panel).getByText(text.period)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: text.disclaimer })).toBeInTheDocument();
    // The form shows the link's answers too, so they can be changed.
    expect(screen.getByRole('radio', { name: text.inEu })).toBeChecked();
    expect(screen.getByLabelText(text.turnoverLabel)).toHaveValue(locale === 'fr' ? '450,5' : '450.5');
  });

  it('writes the answers to the URL on submit and shows the result', async () => {
    const user = await renderAt('/tools/csrd-calculator');
    await user.click(screen.getByRole('radio', { name: text.inEu }));
    await user.click(screen.getByRole('radio', { name: text.standalone }));
    await user.type(screen.getByLabelText(text.employeesLabel), text.typedEmployees);
    await user.type(screen.getByLabelText(text.turnoverLabel), text.typedTurnover);
    await user.click(within(screen.getByRole('group', { name: text.listed })).getByRole('radio', { name: text.no }));
    await user.click(within(screen.getByRole('group', { name: text.reported })).getByRole('radio', { name: text.no }));
    await user.click(screen.getByRole('radio', { name: text.private }));
    await user.type(screen.getByLabelText(text.staffMetro), '500');
    await user.type(screen.getByLabelText(text.staffOverseas), '0');
    await user.click(screen.getByRole('button', { name: text.submit }));

    // Exactly 1,000 employees and exactly 500 staff: neither obligation applies ("more than").
    expect(await screen.findByText(text.notApply)).toBeInTheDocument();
    expect(screen.getByText(text.notRequired)).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?location=eu&structure=standalone&employees=1000&turnover=2000&listed=no&fy2024=no&entity=private&staffMetro=500&staffOverseas=0',
    );
    expect(screen.getByRole('heading', { level: 2, name: text.result })).toHaveFocus();
  });

  it('puts field errors under the questions and keeps the URL unchanged', async () => {
    const user = await renderAt('/tools/csrd-calculator');
    await user.click(screen.getByRole('radio', { name: text.inEu }));
    await user.type(screen.getByLabelText(text.employeesLabel), '-3');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.negative)).toBeInTheDocument();
    expect(screen.getAllByText(text.required).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByLabelText(text.employeesLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('explains an incomplete shared link instead of guessing an answer', async () => {
    await renderAt('/tools/csrd-calculator?location=eu&employees=2000');
    expect(screen.getByText(text.incomplete)).toBeInTheDocument();
    expect(await screen.findAllByText(text.required)).not.toHaveLength(0);
  });

  it('copies the link of the answer', async () => {
    const writeText = vi.fn<(value: string) => Promise<void>>().mockResolvedValue();
    const user = await renderAt(groupLink);
    // user-event installs its own clipboard; replace it after setup so the call can be checked.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: text.copy }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${groupLink}`);
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
  });
});
