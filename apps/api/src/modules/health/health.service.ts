import type { HealthResponse } from '@carbon/contracts/health';
import type { DatabaseKind } from '@carbon/db/client';
import { databaseUnavailable } from '../../platform/errors.ts';
import type { HealthRepository } from './health.repository.ts';

export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly databaseKind: DatabaseKind,
  ) {}

  /**
   * Healthy means the database answers, so a load balancer takes a process without one out of rotation
   * (the process itself stays up and recovers when the database is back).
   */
  async check(): Promise<HealthResponse> {
    try {
      await this.repository.ping();
    } catch (error) {
      throw databaseUnavailable(error);
    }
    return { status: 'ok', database: this.databaseKind };
  }
}
