import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
// The abatement cost curve's bars, as wide as the tonnes they avoid (features/scenarios).
import { CustomChart } from 'echarts/charts';

// Only the pieces the app draws, in SVG (the renderer the PDF reports use on the server too).
echarts.use([BarChart, LineChart, AriaComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

echarts.use([CustomChart]);

export { echarts };
