import type { BaziRequest } from '@fengshui/shared/bazi';

// Query keys of the BaZi calculator: a chart depends only on the birth date and time it was asked for.
export const baziKeys = {
  all: ['bazi'] as const,
  chart: (request: BaziRequest) => ['bazi', 'chart', request.date, request.time ?? null] as const,
};
