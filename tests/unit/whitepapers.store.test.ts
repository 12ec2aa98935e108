// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { codeFromFragment } from '@/features/whitepapers/link'
import {
  chooseWhitepaper,
  clearCodes,
  codeFor,
  initialWhitepaperState,
  storeCode,
  useWhitepaperStore,
} from '@/features/whitepapers/store'

const CODE_A = 'Q2xhcmFCZWlzcGllbENvZGU'
const CODE_B = 'ZHJpdHRlcldoaXRlcGFwZXI'
const stored = () => JSON.parse(localStorage.getItem('whitepaper') ?? 'null')?.state

beforeEach(() => localStorage.clear())
afterEach(() => useWhitepaperStore.setState(initialWhitepaperState))

describe('whitepaper store', () => {
  it('keeps the access code per whitepaper in local storage under "whitepaper"', () => {
    chooseWhitepaper(3)
    expect(storeCode(3, CODE_A)).toBe(true)
    expect(storeCode(4, CODE_B)).toBe(true)
    expect(codeFor(3)).toBe(CODE_A)
    expect(codeFor(4)).toBe(CODE_B)
    expect(codeFor(5)).toBeUndefined()
    expect(stored()).toEqual({ whitepaperId: 3, downloadId: 4, codes: { 3: CODE_A, 4: CODE_B } })
  })

  it('keeps codes stored by another page when it writes', async () => {
    localStorage.setItem(
      'whitepaper',
      JSON.stringify({
        state: { whitepaperId: 7, downloadId: 7, codes: { 7: CODE_B } },
        version: 1,
      }),
    )
    await useWhitepaperStore.persist.rehydrate()
    storeCode(3, CODE_A)
    expect(stored().codes).toEqual({ 7: CODE_B, 3: CODE_A })
  })

  it('clears every code at once and ignores codes of the wrong shape', () => {
    storeCode(3, CODE_A)
    storeCode(4, CODE_B)
    clearCodes()
    expect(codeFor(3)).toBeUndefined()
    expect(stored().codes).toEqual({})
    expect(storeCode(3, 'a b<script>')).toBe(false)
    expect(storeCode(3, '')).toBe(false)
    expect(codeFor(3)).toBeUndefined()
  })

  it('reads the code from a mailed link’s fragment', () => {
    expect(codeFromFragment(`#code=${CODE_A}`)).toBe(CODE_A)
    expect(codeFromFragment(`code=${CODE_A}&x=1`)).toBe(CODE_A)
    expect(codeFromFragment('#main')).toBeNull()
    expect(codeFromFragment('')).toBeNull()
  })
})
