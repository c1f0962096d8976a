// The dashboard's query keys, under the admin area's ['admin'] so clearing the admin cache clears it too.
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};
