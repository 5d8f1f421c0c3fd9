import drawing from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { kitIcon } from './kitIcon';

export const EnvironmentOutlined = /* @__PURE__ */ kitIcon(drawing);
