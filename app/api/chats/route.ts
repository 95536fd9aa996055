import { NextResponse } from "next/server";
import { withUser } from "@/lib/http";
import { chats } from "@/lib/services/chats";

export const dynamic = "force-dynamic";

export const GET = withUser(async (_request, { ctx }) => NextResponse.json({ ok: true, items: await chats.list(ctx) }));
