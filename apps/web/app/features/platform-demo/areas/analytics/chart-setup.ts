/**
 * Chart.js, registered tree-shaken (only the bar and line charts these areas draw): imported
 * dynamically by chart-figure.tsx, so it loads only on the Dashboard's and Analytics' addresses.
 * No animation: the charts draw at once, and a visitor who asked for reduced motion gets none.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.animation = false;

export { Chart };
