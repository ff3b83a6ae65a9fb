// The parts of ECharts the site draws with. Loaded only through load-echarts.ts's dynamic import, so it
// becomes its own chunk; the named imports let the bundler drop every other chart and component (a namespace
// import of 'echarts/charts' would keep all of them). The registration is a function the loader calls, not a
// top-level statement: this package declares itself free of side effects, so a bundler may drop those.
import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/** Registers the parts (ECharts ignores a second registration) and hands over `init`. */
export function registerECharts(): typeof init {
  use([
    LineChart,
    BarChart,
    GridComponent,
    TooltipComponent,
    LegendComponent,
    DataZoomComponent,
    MarkLineComponent,
    SVGRenderer,
  ]);
  return init;
}
