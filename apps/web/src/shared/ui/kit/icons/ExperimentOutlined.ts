import drawing from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import { kitIcon } from './kitIcon';

export const ExperimentOutlined = /* @__PURE__ */ kitIcon(drawing);
