# Interface messages (nb).
