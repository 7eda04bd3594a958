/** The chart chunk (ECharts and our two charts), fetched only when the traffic module is shown. */
export const loadTrafficCharts = () => import('./traffic-charts.tsx');
