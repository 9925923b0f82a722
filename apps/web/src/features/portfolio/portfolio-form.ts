import { messageKeys } from '@carbon/contracts/common';
import { RAMP_UP_YEARS, updatePortfolioInputSchema, type Portfolio, type Scenario, type UpdatePortfolioInput } from '@carbon/contracts/scenarios';
import { z } from 'zod';

/** One scenario of the company in the form: whether the portfolio takes it, from when, and how fast. */
export interface PortfolioRow {
  scenario_id: string;
  included: boolean;
  start_year: number | null;
  /** The select's value: '0' (immediate) to '3'. */
  ramp_up_years: string;
}

export interface PortfolioFormValues {
  growth_rate_percent: number | null;
  end_year: number | null;
  rows: PortfolioRow[];
}

const yearOf = z
  .number({ error: (issue) => (issue.input === null ? messageKeys.required : messageKeys.year) })
  .int({ error: messageKeys.year })
  .min(1990, { error: messageKeys.year })
  .max(2100, { error: messageKeys.year });

/**
 * The form's checks: the growth rate and end year of the contract's schema (same messages as a 422), and a start
 * year for each scenario taken (a scenario left out needs none). Each row checks itself, so its message shows even
 * while another field is wrong.
 */
export const portfolioFormSchema = z.object({
  growth_rate_percent: updatePortfolioInputSchema.shape.growth_rate_percent,
  end_year: updatePortfolioInputSchema.shape.end_year,
  rows: z.array(
    z
      .object({
        scenario_id: z.string(),
        included: z.boolean(),
        start_year: z.number().nullable(),
        ramp_up_years: z.enum(RAMP_UP_YEARS.map(String) as ['0', '1', '2', '3']),
      })
      .superRefine((row, context) => {
        if (!row.included) return;
        const year = yearOf.safeParse(row.start_year);
        if (!year.success) {
          context.addIssue({ code: 'custom', path: ['start_year'], message: year.error.issues[0]?.message ?? messageKeys.year });
        }
      }),
  ),
});

/** What the form holds for a portfolio and the company's scenarios: each scenario once, taken or not. */
export function portfolioFormDefaults(portfolio: Portfolio, scenarios: readonly Scenario[], currentYear: number): PortfolioFormValues {
  const firstYear = Math.max(currentYear, (portfolio.base_year ?? currentYear - 1) + 1);
  return {
    growth_rate_percent: portfolio.growth_rate_percent,
    end_year: portfolio.end_year,
    rows: scenarios.map((scenario) => {
      const taken = portfolio.scenarios.find((item) => item.scenario_id === scenario.id);
      return {
        scenario_id: scenario.id,
        included: Boolean(taken),
        start_year: taken?.start_year ?? firstYear,
        ramp_up_years: String(taken?.ramp_up_years ?? 0),
      };
    }),
  };
}

/** The PUT body: the scenarios taken, in the list's order. */
export function toUpdatePortfolioInput(values: z.output<typeof portfolioFormSchema>): UpdatePortfolioInput {
  return {
    growth_rate_percent: values.growth_rate_percent,
    end_year: values.end_year,
    scenarios: values.rows
      .filter((row) => row.included)
      .map((row) => ({
        scenario_id: row.scenario_id,
        start_year: row.start_year as number,
        ramp_up_years: Number(row.ramp_up_years) as 0 | 1 | 2 | 3,
      })),
  };
}
