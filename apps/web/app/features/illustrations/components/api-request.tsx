import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { StatusMark } from "../parts/status-mark";
import { WindowFrame } from "../parts/window-frame";

const requestBody = [
  "{",
  '  "customerId": "C-1042",',
  '  "items": [',
  '    { "sku": "T-200", "qty": 2 }',
  "  ],",
  '  "coupon": "AUTUMN10"',
  "}",
];

const responseBody = ["{", '  "orderId": "ORD-88213",', '  "total": 59.90,', '  "status": "CONFIRMED"', "}"];

const assertions = [
  "Status code equals 201",
  "$.orderId is not empty",
  "$.total equals 59.90",
  "Response time < 500 ms",
];

function CodeBlock({ x, y, lines }: { x: number; y: number; lines: readonly string[] }) {
  return (
    <text className="fill-slate-800 font-mono text-[10px]" xmlSpace="preserve">
      {lines.map((line, index) => {
        const lineY = y + index * 15;
        return (
          <tspan key={lineY} x={x} y={lineY}>
            {line}
          </tspan>
        );
      })}
    </text>
  );
}

const TITLE =
  "An API test: POST /v1/orders answers 201 Created in 182 ms, four assertions pass, and the order id is stored for the next step.";

/** A web-service step: the request, the response and the assertions checked against it. */
export function ApiRequest() {
  return (
    <IllustrationSvg title={TITLE}>
      <WindowFrame width={480} height={340} title="API test · Create an order">
        <rect x="16" y="40" width="448" height="28" rx="6" className="fill-slate-50 stroke-slate-200" />
        <rect x="20" y="44" width="46" height="20" rx="4" className="fill-brand-700" />
        <text x="43" y="58" textAnchor="middle" className="fill-white text-[11px] font-bold">
          POST
        </text>
        <text x="74" y="58" className="fill-slate-800 font-mono text-[11px]">
          https://api.shop.example/v1/orders
        </text>
        <rect x="404" y="44" width="56" height="20" rx="4" className="fill-ink-700" />
        <text x="432" y="58" textAnchor="middle" className="fill-white text-[11px] font-semibold">
          Send
        </text>

        <text x="16" y="90" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          REQUEST BODY
        </text>
        <rect x="16" y="96" width="220" height="118" rx="6" className="fill-slate-50" />
        <CodeBlock x={24} y={114} lines={requestBody} />

        <text x="244" y="90" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          RESPONSE
        </text>
        <Chip x={464} y={86} label="201 Created · 182 ms" tone="green" fontSize={10} anchor="end" />
        <rect x="244" y="96" width="220" height="118" rx="6" className="fill-ink-50" />
        <CodeBlock x={252} y={114} lines={responseBody} />

        <text x="16" y="238" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          ASSERTIONS
        </text>
        {assertions.map((assertion, index) => {
          const x = 16 + (index % 2) * 228;
          const y = 258 + Math.floor(index / 2) * 26;
          return (
            <g key={assertion}>
              <StatusMark cx={x + 8} cy={y} status="passed" r={7} />
              <text x={x + 22} y={y + 4} className="fill-slate-800 text-[11px]">
                {assertion}
              </text>
            </g>
          );
        })}
        <text x="16" y="322" className="fill-slate-600 text-[11px]">
          Store
        </text>
        <Chip x={52} y={318} label="$.orderId → {orderId}" tone="orange" fontSize={10} />
        <text x="204" y="322" className="fill-slate-600 text-[11px]">
          for the next UI or API step
        </text>
      </WindowFrame>
    </IllustrationSvg>
  );
}
