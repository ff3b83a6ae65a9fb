import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './hover-card.tsx';

/** A QR-code-like placeholder picture, so that the story needs no image file. */
const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" width="140" height="140" shape-rendering="crispEdges"><rect width="7" height="7" fill="white"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 4h1v3H6zM4 6h1v1H4z"/></svg>',
)}`;

const meta = {
  title: 'UI/HoverCard',
  component: HoverCard,
  args: { openDelay: 0, closeDelay: 0 },
  render: (args) => (
    <HoverCard {...args}>
      <HoverCardTrigger
        href="#official-account"
        className="text-sm text-primary-strong underline-offset-4 hover:underline"
      >
        官方公众号
      </HoverCardTrigger>
      <HoverCardContent className="w-44 text-center">
        <img src={qrCode} alt="公众号二维码" width={140} height={140} className="mx-auto" />
        <p className="mt-2 text-xs text-muted-foreground">微信扫码关注</p>
      </HoverCardContent>
    </HoverCard>
  ),
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; hover or focus the link to see the QR code. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };
