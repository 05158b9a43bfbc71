"""The 40 legitimate bundles of audit_heldout3, in manifest order."""

import legit_a
import legit_b
import legit_c


def bundles():
    return legit_a.bundles() + legit_b.bundles() + legit_c.bundles()
